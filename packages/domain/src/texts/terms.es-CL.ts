import type { LegalDocument } from '../legal-document.ts';

/** Brillo's terms of use, shown at /terms. */
export const termsTexts: LegalDocument = {
  title: 'Términos y condiciones',
  updatedOn: '22 de noviembre de 2026',
  intro: [
    'Estos términos regulan el uso de Brillo, la plataforma en línea que permite a clientes reservar servicios de limpieza de hogares prestados por agentes independientes en Chile, y pagarlos en línea. Léelos con atención: explican qué puedes esperar de nosotros y qué esperamos de ti.',
  ],
  sections: [
    {
      id: 'aceptacion',
      heading: 'Aceptación',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Al crear una cuenta o usar Brillo aceptas estos términos y nuestra política de privacidad. Si no estás de acuerdo, no uses la plataforma. Para registrarte debes ser mayor de 18 años y tener capacidad para contratar.',
        },
        {
          kind: 'paragraph',
          text: 'Brillo actúa como intermediario: pone en contacto a clientes y agentes, administra las reservas y procesa los pagos. Los agentes prestan sus servicios de manera independiente y no son trabajadores de Brillo.',
        },
        {
          kind: 'paragraph',
          text: 'Podemos modificar estos términos. Publicaremos la versión vigente en esta página y te avisaremos de los cambios importantes con al menos 15 días de anticipación. Si sigues usando Brillo después de esa fecha, entenderemos que aceptas la nueva versión.',
        },
      ],
    },
    {
      id: 'cuenta',
      heading: 'Cuenta',
      blocks: [
        {
          kind: 'list',
          items: [
            'Debes entregar datos verdaderos, completos y actualizados, y confirmar tu correo electrónico antes de iniciar sesión por primera vez.',
            'Tu cuenta es personal e intransferible. Guarda tu contraseña en secreto: eres responsable de lo que se haga con tu cuenta. Si sospechas de un uso no autorizado, cámbiala y avísanos de inmediato.',
            'Si eres agente, debes subir un documento de identidad vigente y un certificado de antecedentes, y declarar con verdad tu permiso de trabajo en Chile. Brillo puede revisar estos documentos y no publicar o suspender un perfil mientras no estén en regla.',
            'Puedes dejar de usar Brillo cuando quieras y pedirnos eliminar tu cuenta. Podemos suspender o cerrar cuentas que infrinjan estos términos, avisándote el motivo.',
          ],
        },
      ],
    },
    {
      id: 'conducta',
      heading: 'Conducta',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Esperamos respeto, honestidad y puntualidad de todas las personas que usan Brillo. En particular, no está permitido:',
        },
        {
          kind: 'list',
          items: [
            'suplantar a otra persona o entregar documentos o datos falsos;',
            'acosar, amenazar o discriminar a otros usuarios, o comportarse de forma violenta o irrespetuosa en un hogar o con un agente;',
            'publicar evaluaciones falsas o comentarios ofensivos;',
            'usar Brillo para fines ilegales o intentar vulnerar la seguridad de la plataforma o de las cuentas de otros;',
            'pagar por fuera de Brillo un servicio reservado en la plataforma.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Los agentes se comprometen a llegar a la hora acordada, prestar el servicio con cuidado y avisar al cliente cuanto antes si se atrasan. Los clientes se comprometen a dar acceso seguro al hogar y a describir con honestidad lo que necesitan.',
        },
      ],
    },
    {
      id: 'cancelaciones',
      heading: 'Cancelaciones',
      blocks: [
        {
          kind: 'list',
          items: [
            'Una reserva comienza como solicitud. El agente puede aceptarla o rechazarla; si la rechaza, no se cobra nada.',
            'Después de que el agente acepta, y mientras no hayas pagado, puedes cancelar la reserva sin costo desde tu panel.',
            'Si necesitas cancelar un servicio ya pagado, escríbenos lo antes posible. Revisaremos cada caso y, cuando corresponda, devolveremos el monto por el mismo medio de pago.',
            'Si un agente no puede asistir a un servicio aceptado, debe avisar de inmediato. Las cancelaciones reiteradas o sin aviso pueden llevar a la suspensión de la cuenta.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nada de lo anterior limita los derechos que te reconoce la Ley N.° 19.496 sobre Protección de los Derechos de los Consumidores.',
        },
      ],
    },
    {
      id: 'propiedad-intelectual',
      heading: 'Propiedad intelectual',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La marca Brillo, su logotipo, el diseño de la plataforma, sus textos y su software pertenecen a Brillo o a quienes nos autorizaron a usarlos, y están protegidos por la ley chilena de propiedad intelectual e industrial. No puedes copiarlos, modificarlos ni usarlos sin nuestra autorización escrita, ni extraer datos de la plataforma de forma automatizada.',
        },
        {
          kind: 'paragraph',
          text: 'Lo que publicas en Brillo, como tu foto, tu biografía o tus evaluaciones, sigue siendo tuyo. Nos das un permiso gratuito y no exclusivo para mostrarlo dentro de la plataforma mientras tu cuenta esté activa.',
        },
      ],
    },
    {
      id: 'responsabilidad',
      heading: 'Responsabilidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Brillo verifica los documentos que entregan los agentes y mantiene un sistema de evaluaciones, pero no puede garantizar el resultado de cada servicio, que es prestado por el agente. Cada agente responde por el trabajo que realiza y cada cliente por la información que entrega.',
        },
        {
          kind: 'paragraph',
          text: 'Hacemos lo posible para que Brillo esté siempre disponible, pero puede haber interrupciones por mantenimiento, fallas de terceros o causas de fuerza mayor. En la medida que la ley lo permita, Brillo no responde por daños indirectos derivados del uso de la plataforma. Esta limitación no se aplica a los daños causados por dolo o culpa grave de Brillo ni a los derechos irrenunciables de los consumidores.',
        },
      ],
    },
    {
      id: 'ley-aplicable',
      heading: 'Ley aplicable y jurisdicción',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Estos términos se rigen por las leyes de la República de Chile. Cualquier controversia sobre su interpretación o cumplimiento se someterá a los tribunales ordinarios de justicia de la ciudad de Santiago, Chile, sin perjuicio del derecho de los consumidores a recurrir al tribunal que corresponda a su domicilio o al Servicio Nacional del Consumidor (SERNAC), conforme a la Ley N.° 19.496.',
        },
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      blocks: [
        {
          kind: 'contact',
          text: 'Si tienes preguntas sobre estos términos o sobre un servicio, escríbenos a',
          fallback:
            'Si tienes preguntas sobre estos términos o sobre un servicio, escríbenos al correo de contacto publicado en este sitio.',
        },
      ],
    },
  ],
};
