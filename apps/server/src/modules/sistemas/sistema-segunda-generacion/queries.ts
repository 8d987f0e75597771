import {
  estadoVersion,
  type Sistema,
  type SistemaSucursal,
  type SucursalesV20,
  type SucursalSinActualizar,
  type SucursalV20,
  type TipoSucursal,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { aCentinela, fechaLocal, hoy } from '../../../platform/fechas.ts';
import { enteros, instanteIso, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/** The pharmacy line's active branches (the wholesale line's never run this point of sale). */
const ACTIVA = sql`c.activo and c.id_empresa = 1`;
const porTipo = (tipo: TipoSucursal): SQL =>
  tipo === 'P' ? sql`and c.propia = 1` : tipo === 'L' ? sql`and c.propia = 0` : sql``;

/** Active pharmacy branches not yet on the new system (the add modal's list), in Spanish order. */
export const sucursalesSinActualizar = (db: Queryable) =>
  rowsOf<SucursalSinActualizar>(
    db,
    sql`select c.cod_sucursal as "codSucursal", c.sucursal, c.propia = 1 as propia, c.telefono
          from cat_sucursales c
         where ${ACTIVA}
           and not exists (select 1 from sucursales_v20 v where v.cod_sucursal = c.cod_sucursal)
         order by ${ordenEspanolSql(sql`c.sucursal`)}`,
  );

/** The systems the screen follows, in their order. */
export const sistemasActivos = (db: Queryable) =>
  rowsOf<Sistema>(
    db,
    sql`select id_cat_sistemas as "idCatSistemas", abreviatura, nombre,
               version_productiva_xml as "versionProductivaXml", version_beta_xml as "versionBetaXml"
          from cat_sistemas where activo order by orden, id_cat_sistemas`,
  );

interface FilaSucursal {
  codSucursal: number;
  sucursal: string;
  propia: boolean;
  telefono: string;
  fecha: string;
  prefijo: string;
  fechaUltimaConexion: string | null;
  fechaUltimaExistencia: string | null;
  fechaSolicitudArticulos: string | null;
  usuarioSolicitudArticulos: string | null;
  articulosPendientes: boolean | null;
  fechaAtencionArticulos: string | null;
}

/** Branches on the new system of one type (or one branch), with their last article-update request. */
const filasSucursales = (db: Queryable, tipo: TipoSucursal, codSucursal?: number) =>
  rowsOf<FilaSucursal>(
    db,
    sql`select v.cod_sucursal as "codSucursal", c.sucursal, c.propia = 1 as propia, v.telefono,
               v.fecha_instalacion::text as fecha, v.prefijo,
               ${instanteIso(sql`v.fecha_ultima_conexion`)} as "fechaUltimaConexion",
               ${instanteIso(sql`v.fecha_ultima_existencia`)} as "fechaUltimaExistencia",
               ${instanteIso(sql`r.solicitado_en`)} as "fechaSolicitudArticulos",
               r.usuario as "usuarioSolicitudArticulos",
               r.estatus = 'P' as "articulosPendientes",
               ${instanteIso(sql`r.atendido_en`)} as "fechaAtencionArticulos"
          from sucursales_v20 v
          join cat_sucursales c on c.cod_sucursal = v.cod_sucursal
          left join lateral (
                select s.solicitado_en, s.estatus, s.atendido_en,
                       coalesce(nullif(trim(concat_ws(' ', e.nombre, e.apellido_paterno, e.apellido_materno)), ''),
                                u.usuario, '') as usuario
                  from sucursales_v20_solicitudes_articulos s
                  left join web_usuarios u on u.id_usuario = s.solicitado_por
                  left join empleados e on e.cod_empleado = u.cod_empleado
                 where s.cod_sucursal = v.cod_sucursal and s.estatus <> 'C'
                 order by s.solicitado_en desc, s.id_solicitud desc
                 limit 1) r on true
         where ${ACTIVA} ${porTipo(tipo)}
               ${codSucursal === undefined ? sql`` : sql`and v.cod_sucursal = ${codSucursal}`}
         order by ${ordenEspanolSql(sql`c.sucursal`)}, v.cod_sucursal`,
  );

const enlacesDe = (db: Queryable, codigos: number[]) =>
  codigos.length === 0
    ? Promise.resolve([])
    : rowsOf<SistemaSucursal>(
        db,
        sql`select l.cod_sucursal as "codSucursal", l.id_cat_sistemas as "idCatSistemas",
                   l.version_productiva as "versionProductiva", l.version_beta as "versionBeta"
              from sucursales_v20_sistemas l
              join cat_sistemas s on s.id_cat_sistemas = l.id_cat_sistemas and s.activo
             where l.cod_sucursal = any(${enteros(codigos)})
             order by l.cod_sucursal, s.orden, s.id_cat_sistemas`,
      );

/** Whether an instant (ISO) falls on `dia` in Mexico City. */
const esDelDia = (iso: string | null, dia: string) => iso !== null && fechaLocal(new Date(iso)) === dia;

/** The answer of obtener-sucursales/{tipo} (003 §7): sistemas, sucursales and sistemasSucursales. */
export const sucursalesV20 = async (
  db: Queryable,
  tipo: TipoSucursal,
  opciones: { codSucursal?: number; ahora?: Date } = {},
): Promise<SucursalesV20> => {
  const sistemas = await sistemasActivos(db);
  const filas = await filasSucursales(db, tipo, opciones.codSucursal);
  const sistemasSucursales = await enlacesDe(
    db,
    filas.map((f) => f.codSucursal),
  );
  const dia = hoy(opciones.ahora);
  const porSucursal = new Map<number, SistemaSucursal[]>();
  for (const e of sistemasSucursales)
    porSucursal.set(e.codSucursal, [...(porSucursal.get(e.codSucursal) ?? []), e]);
  const sucursales = filas.map((f): SucursalV20 => {
    const enlaces = porSucursal.get(f.codSucursal) ?? [];
    return {
      ...f,
      indicadorSistemas: sistemas.filter(
        (s) =>
          estadoVersion(
            s,
            enlaces.find((e) => e.idCatSistemas === s.idCatSistemas),
          ) === 'actualizada',
      ).length,
      fechaUltimaConexion: aCentinela(f.fechaUltimaConexion),
      fechaUltimaExistencia: aCentinela(f.fechaUltimaExistencia),
      ultimaConexionDiaActual: esDelDia(f.fechaUltimaConexion, dia),
      ultimaExistenciaDiaActual: esDelDia(f.fechaUltimaExistencia, dia),
      fechaSolicitudArticulos: aCentinela(f.fechaSolicitudArticulos),
      usuarioSolicitudArticulos: f.usuarioSolicitudArticulos ?? '',
      articulosPendientes: f.articulosPendientes ?? false,
      fechaAtencionArticulos: aCentinela(f.fechaAtencionArticulos),
    };
  });
  return { sistemas, sucursales, sistemasSucursales };
};

/** One branch on the new system as the list shows it, or undefined. */
export const sucursalV20 = async (db: Queryable, codSucursal: number, ahora?: Date) =>
  (await sucursalesV20(db, 'T', { codSucursal, ...(ahora ? { ahora } : {}) })).sucursales[0];

/** An active pharmacy branch: its name and whether it is already on the new system. */
export const sucursalActiva = async (db: Queryable, codSucursal: number) =>
  (
    await rowsOf<{ sucursal: string; enSistema: boolean }>(
      db,
      sql`select c.sucursal, exists (select 1 from sucursales_v20 v where v.cod_sucursal = c.cod_sucursal)
                 as "enSistema"
            from cat_sucursales c where c.cod_sucursal = ${codSucursal} and ${ACTIVA}`,
    )
  )[0];

/** The branch that stamps with this prefix (other than `excepto`), if any. */
export const duenoDelPrefijo = async (db: Queryable, prefijo: string, excepto: number) =>
  (
    await rowsOf<{ codSucursal: number; sucursal: string }>(
      db,
      sql`select v.cod_sucursal as "codSucursal", c.sucursal
            from sucursales_v20 v join cat_sucursales c on c.cod_sucursal = v.cod_sucursal
           where v.prefijo = ${prefijo} and v.cod_sucursal <> ${excepto}`,
    )
  )[0];
