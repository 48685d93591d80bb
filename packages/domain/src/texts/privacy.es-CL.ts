import type { LegalDocument } from '../legal-document.ts';

/** Brillo's privacy policy, shown at /privacy. */
export const privacyTexts: LegalDocument = {
  title: 'Política de privacidad',
  updatedOn: '22 de noviembre de 2026',
  intro: [
    'Brillo es una plataforma que conecta a personas que necesitan limpieza para su hogar (clientes) con personas que prestan ese servicio de forma independiente (agentes) en Chile. Para funcionar necesitamos tratar algunos datos personales tuyos, y queremos que sepas cuáles son, para qué los usamos y qué puedes hacer con ellos.',
    'Tratamos tus datos conforme a la Ley N.° 19.628 sobre Protección de la Vida Privada y a las demás normas chilenas aplicables. Al crear una cuenta en Brillo autorizas el tratamiento que se describe en esta política.',
  ],
  sections: [
    {
      id: 'datos-que-recopilamos',
      heading: 'Datos que recopilamos y cómo los usamos',
      blocks: [
        { kind: 'paragraph', text: 'Recopilamos solo los datos que el servicio necesita:' },
        {
          kind: 'list',
          items: [
            'Datos de cuenta: nombre y apellido, correo electrónico, teléfono celular, contraseña (que guardamos transformada de forma irreversible, nunca en texto legible) y tu rol en Brillo, cliente o agente.',
            'Si eres cliente: tu dirección, la información adicional que agregues (departamento, barrio u otra referencia), el código postal, y tu género, fecha de nacimiento y nacionalidad.',
            'Si eres agente: género, fecha de nacimiento, nacionalidad y dirección; tus respuestas sobre antecedentes, permiso de trabajo, disponibilidad semanal y puntualidad; tu tarifa por hora, los servicios que ofreces, tu biografía y tu foto de perfil; y los documentos que subes para acreditar tu identidad (cédula o pasaporte) y tu certificado de antecedentes.',
            'Datos de las reservas: los horarios que publicas o reservas, el estado de cada reserva, los montos y el resultado de los pagos, además de las evaluaciones y comentarios que se dejan al terminar un servicio.',
            'Datos técnicos: la dirección IP, el tipo de navegador y la fecha y hora de tus visitas, que quedan en los registros de nuestros servidores. Usamos una cookie de sesión estrictamente necesaria para mantenerte conectado, y tu navegador guarda tu nombre, correo y rol para mostrar la aplicación al instante. No usamos cookies publicitarias ni de seguimiento de terceros.',
          ],
        },
        { kind: 'paragraph', text: 'Usamos estos datos para:' },
        {
          kind: 'list',
          items: [
            'crear y administrar tu cuenta, confirmar tu correo y ayudarte a recuperar el acceso;',
            'verificar la identidad y los antecedentes de los agentes antes de que ofrezcan servicios;',
            'mostrar a los clientes los agentes disponibles y gestionar las solicitudes, aceptaciones, cancelaciones y pagos de cada reserva;',
            'enviarte correos sobre tu cuenta y tus reservas (no enviamos publicidad sin tu consentimiento);',
            'prevenir fraudes y abusos, mantener la seguridad de la plataforma y cumplir nuestras obligaciones legales, contables y tributarias.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nunca usamos tus documentos de identidad ni tu certificado de antecedentes para fines distintos de la verificación.',
        },
      ],
    },
    {
      id: 'con-quien-los-compartimos',
      heading: 'Con quién los compartimos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Entre usuarios de Brillo: cuando un agente acepta una reserva, ve el nombre, correo, teléfono y dirección del cliente para poder prestar el servicio. Los clientes ven el nombre, la foto, la biografía, la tarifa, los servicios y las evaluaciones de los agentes. Los documentos de identidad y certificados de antecedentes nunca se muestran a otros usuarios.',
            'Proveedores que trabajan por encargo nuestro: alojamiento de servidores y archivos, envío de correos, procesamiento de pagos por transferencia bancaria y búsqueda de direcciones. Solo reciben los datos necesarios para su tarea y deben protegerlos según un contrato con Brillo. El proveedor de pagos recibe los datos del pago; Brillo no ve ni guarda tus claves bancarias.',
            'Autoridades: cuando una ley o una resolución judicial nos obligue a entregarlos.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Algunos proveedores pueden guardar datos en servidores ubicados fuera de Chile; en ese caso exigimos un nivel de protección equivalente al que describe esta política. No vendemos ni arrendamos tus datos personales a nadie.',
        },
      ],
    },
    {
      id: 'seguridad',
      heading: 'Seguridad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Protegemos tus datos con medidas técnicas y organizativas razonables: toda la comunicación viaja cifrada (HTTPS), las contraseñas se guardan transformadas con algoritmos diseñados para ello, las sesiones usan cookies inaccesibles para los scripts de la página, y los documentos de los agentes se guardan en un almacenamiento privado al que solo acceden su dueño y el personal autorizado que los verifica.',
        },
        {
          kind: 'paragraph',
          text: 'Ningún sistema es completamente invulnerable. Si ocurriera un incidente que afecte tus datos, te lo informaremos sin demora junto con las medidas que estemos tomando.',
        },
        {
          kind: 'paragraph',
          text: 'Conservamos tus datos mientras tu cuenta esté activa. Si la eliminas, borramos o anonimizamos tus datos, salvo aquellos que la ley nos obligue a guardar por más tiempo, como los registros de pagos.',
        },
      ],
    },
    {
      id: 'tus-derechos',
      heading: 'Tus derechos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La Ley N.° 19.628 te reconoce, entre otros, los siguientes derechos, que puedes ejercer gratuitamente:',
        },
        {
          kind: 'list',
          items: [
            'Acceso: saber qué datos tuyos tenemos, de dónde vienen, para qué los usamos y a quién los hemos comunicado.',
            'Rectificación: pedir que corrijamos datos erróneos, inexactos o incompletos. Muchos puedes corregirlos tú mismo desde tu perfil.',
            'Cancelación o eliminación: pedir que borremos tus datos cuando no exista fundamento legal para mantenerlos, o cuando ya no quieras usar Brillo.',
            'Bloqueo: pedir que suspendamos temporalmente el uso de tus datos mientras se resuelve una solicitud.',
            'Oposición: negarte a que usemos tus datos para comunicaciones comerciales.',
          ],
        },
        {
          kind: 'contact',
          text: 'Para ejercer cualquiera de estos derechos escríbenos a',
          fallback:
            'Para ejercer cualquiera de estos derechos escríbenos al correo de contacto publicado en este sitio.',
        },
        {
          kind: 'paragraph',
          text: 'Te responderemos dentro del plazo que fija la ley. Si no lo hacemos o rechazamos tu solicitud, puedes recurrir a los tribunales según el artículo 16 de la Ley N.° 19.628. Brillo es solo para personas mayores de 18 años; no recopilamos a sabiendas datos de menores de edad.',
        },
      ],
    },
    {
      id: 'cambios-a-esta-politica',
      heading: 'Cambios a esta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Podemos actualizar esta política cuando cambie el servicio o la ley. Publicaremos siempre la versión vigente en esta página con su fecha de actualización. Si el cambio es importante, por ejemplo si empezamos a usar tus datos para un fin nuevo, te avisaremos por correo o dentro de la aplicación al menos 15 días antes de que entre en vigor.',
        },
      ],
    },
  ],
};
