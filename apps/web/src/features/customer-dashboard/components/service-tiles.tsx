import { Button, Card, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { paths } from '@/config/paths';
import { useTileCount, type TileKind } from '../api/discovery';
import classes from './customer-dashboard.module.css';

const texts = discoveryTexts.tiles;

const tiles: { kind: TileKind; to: string }[] = [
  { kind: 'toPay', to: paths.bookedServices },
  { kind: 'active', to: paths.activeServices },
  { kind: 'toRate', to: paths.rating },
  { kind: 'scheduled', to: paths.pendingServices },
];

function Tile({ kind, to }: { kind: TileKind; to: string }) {
  const count = useTileCount(kind);
  const tile = texts[kind];
  let body: ReactNode;
  if (count.isPending) body = <Text role="status">{texts.loading}</Text>;
  else if (count.isError) body = <Text c="red.9">{texts.loadFailed}</Text>;
  else if (count.data === 0) body = <Text c="gray.7">{tile.none}</Text>;
  else
    body = (
      <Text fz={32} fw={700} lh={1.1}>
        <span aria-hidden>{count.data}</span>
        <VisuallyHidden>{texts.count(count.data)}</VisuallyHidden>
      </Text>
    );
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={`tile-${kind}`}>
      <Stack gap="xs" justify="space-between" h="100%">
        <Title order={2} size="h4" id={`tile-${kind}`}>
          {tile.title}
        </Title>
        <div data-testid={`tile-${kind}`} className={classes.tileBody}>
          {body}
        </div>
        <Button component={Link} to={to} variant="light" size="sm">
          {tile.action}
        </Button>
      </Stack>
    </Card>
  );
}

/** The four tiles of spec §2 "Customer dashboard", each with its count and its way in. */
export const ServiceTiles = memo(function ServiceTiles() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {tiles.map((tile) => (
        <Tile key={tile.kind} {...tile} />
      ))}
    </SimpleGrid>
  );
});
