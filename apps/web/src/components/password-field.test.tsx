import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { renderWithProviders } from '../../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it("reaches 'Mostrar contraseña' with the Tab key and shows the password with Enter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Contraseña" defaultValue="secreta-123" />);
    const input = screen.getByLabelText('Contraseña');
    await user.click(input);
    await user.tab();
    const toggle = screen.getByRole('button', { name: commonTexts.controls.showPassword });
    expect(toggle).toHaveFocus();
    expect(input).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
  });
});
