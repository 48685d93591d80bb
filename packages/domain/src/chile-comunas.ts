/**
 * Chile's 16 regions, 56 provinces and 346 comunas, in the official spelling, north to south.
 * Shipped with the project so that the offline geocoder (and any form that lists comunas) works
 * with no external service. `isoCode` is the region's ISO 3166-2 code.
 */

export interface ChileProvince {
  name: string;
  comunas: readonly string[];
}

export interface ChileRegion {
  isoCode: string;
  name: string;
  provinces: readonly ChileProvince[];
}

export interface ChileComuna {
  name: string;
  province: string;
  region: string;
}

export const chileRegions: readonly ChileRegion[] = [
  {
    isoCode: 'CL-AP',
    name: 'Región de Arica y Parinacota',
    provinces: [
      { name: 'Arica', comunas: ['Arica', 'Camarones'] },
      { name: 'Parinacota', comunas: ['Putre', 'General Lagos'] },
    ],
  },
  {
    isoCode: 'CL-TA',
    name: 'Región de Tarapacá',
    provinces: [
      { name: 'Iquique', comunas: ['Iquique', 'Alto Hospicio'] },
      { name: 'Tamarugal', comunas: ['Pozo Almonte', 'Camiña', 'Colchane', 'Huara', 'Pica'] },
    ],
  },
  {
    isoCode: 'CL-AN',
    name: 'Región de Antofagasta',
    provinces: [
      { name: 'Antofagasta', comunas: ['Antofagasta', 'Mejillones', 'Sierra Gorda', 'Taltal'] },
      { name: 'El Loa', comunas: ['Calama', 'Ollagüe', 'San Pedro de Atacama'] },
      { name: 'Tocopilla', comunas: ['Tocopilla', 'María Elena'] },
    ],
  },
  {
    isoCode: 'CL-AT',
    name: 'Región de Atacama',
    provinces: [
      { name: 'Copiapó', comunas: ['Copiapó', 'Caldera', 'Tierra Amarilla'] },
      { name: 'Chañaral', comunas: ['Chañaral', 'Diego de Almagro'] },
      { name: 'Huasco', comunas: ['Vallenar', 'Alto del Carmen', 'Freirina', 'Huasco'] },
    ],
  },
  {
    isoCode: 'CL-CO',
    name: 'Región de Coquimbo',
    provinces: [
      {
        name: 'Elqui',
        comunas: ['La Serena', 'Coquimbo', 'Andacollo', 'La Higuera', 'Paiguano', 'Vicuña'],
      },
      { name: 'Choapa', comunas: ['Illapel', 'Canela', 'Los Vilos', 'Salamanca'] },
      {
        name: 'Limarí',
        comunas: ['Ovalle', 'Combarbalá', 'Monte Patria', 'Punitaqui', 'Río Hurtado'],
      },
    ],
  },
  {
    isoCode: 'CL-VS',
    name: 'Región de Valparaíso',
    provinces: [
      {
        name: 'Valparaíso',
        comunas: [
          'Valparaíso',
          'Casablanca',
          'Concón',
          'Juan Fernández',
          'Puchuncaví',
          'Quintero',
          'Viña del Mar',
        ],
      },
      { name: 'Isla de Pascua', comunas: ['Isla de Pascua'] },
      { name: 'Los Andes', comunas: ['Los Andes', 'Calle Larga', 'Rinconada', 'San Esteban'] },
      { name: 'Petorca', comunas: ['La Ligua', 'Cabildo', 'Papudo', 'Petorca', 'Zapallar'] },
      { name: 'Quillota', comunas: ['Quillota', 'La Calera', 'Hijuelas', 'La Cruz', 'Nogales'] },
      {
        name: 'San Antonio',
        comunas: ['San Antonio', 'Algarrobo', 'Cartagena', 'El Quisco', 'El Tabo', 'Santo Domingo'],
      },
      {
        name: 'San Felipe de Aconcagua',
        comunas: ['San Felipe', 'Catemu', 'Llaillay', 'Panquehue', 'Putaendo', 'Santa María'],
      },
      { name: 'Marga Marga', comunas: ['Quilpué', 'Limache', 'Olmué', 'Villa Alemana'] },
    ],
  },
  {
    isoCode: 'CL-RM',
    name: 'Región Metropolitana de Santiago',
    provinces: [
      {
        name: 'Santiago',
        comunas: [
          'Santiago',
          'Cerrillos',
          'Cerro Navia',
          'Conchalí',
          'El Bosque',
          'Estación Central',
          'Huechuraba',
          'Independencia',
          'La Cisterna',
          'La Florida',
          'La Granja',
          'La Pintana',
          'La Reina',
          'Las Condes',
          'Lo Barnechea',
          'Lo Espejo',
          'Lo Prado',
          'Macul',
          'Maipú',
          'Ñuñoa',
          'Pedro Aguirre Cerda',
          'Peñalolén',
          'Providencia',
          'Pudahuel',
          'Quilicura',
          'Quinta Normal',
          'Recoleta',
          'Renca',
          'San Joaquín',
          'San Miguel',
          'San Ramón',
          'Vitacura',
        ],
      },
      { name: 'Cordillera', comunas: ['Puente Alto', 'Pirque', 'San José de Maipo'] },
      { name: 'Chacabuco', comunas: ['Colina', 'Lampa', 'Tiltil'] },
      { name: 'Maipo', comunas: ['San Bernardo', 'Buin', 'Calera de Tango', 'Paine'] },
      {
        name: 'Melipilla',
        comunas: ['Melipilla', 'Alhué', 'Curacaví', 'María Pinto', 'San Pedro'],
      },
      {
        name: 'Talagante',
        comunas: ['Talagante', 'El Monte', 'Isla de Maipo', 'Padre Hurtado', 'Peñaflor'],
      },
    ],
  },
  {
    isoCode: 'CL-LI',
    name: "Región del Libertador General Bernardo O'Higgins",
    provinces: [
      {
        name: 'Cachapoal',
        comunas: [
          'Rancagua',
          'Codegua',
          'Coinco',
          'Coltauco',
          'Doñihue',
          'Graneros',
          'Las Cabras',
          'Machalí',
          'Malloa',
          'Mostazal',
          'Olivar',
          'Peumo',
          'Pichidegua',
          'Quinta de Tilcoco',
          'Rengo',
          'Requínoa',
          'San Vicente',
        ],
      },
      {
        name: 'Cardenal Caro',
        comunas: ['Pichilemu', 'La Estrella', 'Litueche', 'Marchigüe', 'Navidad', 'Paredones'],
      },
      {
        name: 'Colchagua',
        comunas: [
          'San Fernando',
          'Chépica',
          'Chimbarongo',
          'Lolol',
          'Nancagua',
          'Palmilla',
          'Peralillo',
          'Placilla',
          'Pumanque',
          'Santa Cruz',
        ],
      },
    ],
  },
  {
    isoCode: 'CL-ML',
    name: 'Región del Maule',
    provinces: [
      {
        name: 'Talca',
        comunas: [
          'Talca',
          'Constitución',
          'Curepto',
          'Empedrado',
          'Maule',
          'Pelarco',
          'Pencahue',
          'Río Claro',
          'San Clemente',
          'San Rafael',
        ],
      },
      { name: 'Cauquenes', comunas: ['Cauquenes', 'Chanco', 'Pelluhue'] },
      {
        name: 'Curicó',
        comunas: [
          'Curicó',
          'Hualañé',
          'Licantén',
          'Molina',
          'Rauco',
          'Romeral',
          'Sagrada Familia',
          'Teno',
          'Vichuquén',
        ],
      },
      {
        name: 'Linares',
        comunas: [
          'Linares',
          'Colbún',
          'Longaví',
          'Parral',
          'Retiro',
          'San Javier',
          'Villa Alegre',
          'Yerbas Buenas',
        ],
      },
    ],
  },
  {
    isoCode: 'CL-NB',
    name: 'Región de Ñuble',
    provinces: [
      {
        name: 'Diguillín',
        comunas: [
          'Chillán',
          'Bulnes',
          'Chillán Viejo',
          'El Carmen',
          'Pemuco',
          'Pinto',
          'Quillón',
          'San Ignacio',
          'Yungay',
        ],
      },
      {
        name: 'Itata',
        comunas: [
          'Quirihue',
          'Cobquecura',
          'Coelemu',
          'Ninhue',
          'Portezuelo',
          'Ránquil',
          'Treguaco',
        ],
      },
      {
        name: 'Punilla',
        comunas: ['San Carlos', 'Coihueco', 'Ñiquén', 'San Fabián', 'San Nicolás'],
      },
    ],
  },
  {
    isoCode: 'CL-BI',
    name: 'Región del Biobío',
    provinces: [
      {
        name: 'Concepción',
        comunas: [
          'Concepción',
          'Coronel',
          'Chiguayante',
          'Florida',
          'Hualqui',
          'Lota',
          'Penco',
          'San Pedro de la Paz',
          'Santa Juana',
          'Talcahuano',
          'Tomé',
          'Hualpén',
        ],
      },
      {
        name: 'Arauco',
        comunas: ['Lebu', 'Arauco', 'Cañete', 'Contulmo', 'Curanilahue', 'Los Álamos', 'Tirúa'],
      },
      {
        name: 'Biobío',
        comunas: [
          'Los Ángeles',
          'Antuco',
          'Cabrero',
          'Laja',
          'Mulchén',
          'Nacimiento',
          'Negrete',
          'Quilaco',
          'Quilleco',
          'San Rosendo',
          'Santa Bárbara',
          'Tucapel',
          'Yumbel',
          'Alto Biobío',
        ],
      },
    ],
  },
  {
    isoCode: 'CL-AR',
    name: 'Región de La Araucanía',
    provinces: [
      {
        name: 'Cautín',
        comunas: [
          'Temuco',
          'Carahue',
          'Cholchol',
          'Cunco',
          'Curarrehue',
          'Freire',
          'Galvarino',
          'Gorbea',
          'Lautaro',
          'Loncoche',
          'Melipeuco',
          'Nueva Imperial',
          'Padre Las Casas',
          'Perquenco',
          'Pitrufquén',
          'Pucón',
          'Saavedra',
          'Teodoro Schmidt',
          'Toltén',
          'Vilcún',
          'Villarrica',
        ],
      },
      {
        name: 'Malleco',
        comunas: [
          'Angol',
          'Collipulli',
          'Curacautín',
          'Ercilla',
          'Lonquimay',
          'Los Sauces',
          'Lumaco',
          'Purén',
          'Renaico',
          'Traiguén',
          'Victoria',
        ],
      },
    ],
  },
  {
    isoCode: 'CL-LR',
    name: 'Región de Los Ríos',
    provinces: [
      {
        name: 'Valdivia',
        comunas: [
          'Valdivia',
          'Corral',
          'Lanco',
          'Los Lagos',
          'Máfil',
          'Mariquina',
          'Paillaco',
          'Panguipulli',
        ],
      },
      { name: 'Ranco', comunas: ['La Unión', 'Futrono', 'Lago Ranco', 'Río Bueno'] },
    ],
  },
  {
    isoCode: 'CL-LL',
    name: 'Región de Los Lagos',
    provinces: [
      {
        name: 'Llanquihue',
        comunas: [
          'Puerto Montt',
          'Calbuco',
          'Cochamó',
          'Fresia',
          'Frutillar',
          'Los Muermos',
          'Llanquihue',
          'Maullín',
          'Puerto Varas',
        ],
      },
      {
        name: 'Chiloé',
        comunas: [
          'Castro',
          'Ancud',
          'Chonchi',
          'Curaco de Vélez',
          'Dalcahue',
          'Puqueldón',
          'Queilén',
          'Quellón',
          'Quemchi',
          'Quinchao',
        ],
      },
      {
        name: 'Osorno',
        comunas: [
          'Osorno',
          'Puerto Octay',
          'Purranque',
          'Puyehue',
          'Río Negro',
          'San Juan de la Costa',
          'San Pablo',
        ],
      },
      { name: 'Palena', comunas: ['Chaitén', 'Futaleufú', 'Hualaihué', 'Palena'] },
    ],
  },
  {
    isoCode: 'CL-AI',
    name: 'Región de Aysén del General Carlos Ibáñez del Campo',
    provinces: [
      { name: 'Coyhaique', comunas: ['Coyhaique', 'Lago Verde'] },
      { name: 'Aysén', comunas: ['Aysén', 'Cisnes', 'Guaitecas'] },
      { name: 'Capitán Prat', comunas: ['Cochrane', "O'Higgins", 'Tortel'] },
      { name: 'General Carrera', comunas: ['Chile Chico', 'Río Ibáñez'] },
    ],
  },
  {
    isoCode: 'CL-MA',
    name: 'Región de Magallanes y de la Antártica Chilena',
    provinces: [
      {
        name: 'Magallanes',
        comunas: ['Punta Arenas', 'Laguna Blanca', 'Río Verde', 'San Gregorio'],
      },
      { name: 'Antártica Chilena', comunas: ['Cabo de Hornos', 'Antártica'] },
      { name: 'Tierra del Fuego', comunas: ['Porvenir', 'Primavera', 'Timaukel'] },
      { name: 'Última Esperanza', comunas: ['Natales', 'Torres del Paine'] },
    ],
  },
];

/** Every comuna with its province and region, in the order above. */
export const chileComunas: readonly ChileComuna[] = chileRegions.flatMap((region) =>
  region.provinces.flatMap((province) =>
    province.comunas.map((name) => ({ name, province: province.name, region: region.name })),
  ),
);
