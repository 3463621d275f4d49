import type { Queryable } from '../db/db';

/** Province, city, district of each demo company that has an address on record. */
const WHERE: Record<string, [string, string, string]> = {
  华东餐饮集团: ['上海市', '上海市', '黄浦区'],
  华东餐饮上海有限公司: ['上海市', '上海市', '黄浦区'],
  上海徐汇店: ['上海市', '上海市', '徐汇区'],
  上海浦东店: ['上海市', '上海市', '浦东新区'],
  华东餐饮南京有限公司: ['江苏省', '南京市', '玄武区'],
  南京新街口店: ['江苏省', '南京市', '秦淮区'],
  华东餐饮杭州有限公司: ['浙江省', '杭州市', '上城区'],
  杭州西湖店: ['浙江省', '杭州市', '西湖区'],
  杭州滨江店: ['浙江省', '杭州市', '滨江区'],
  上海静安食品有限公司: ['上海市', '上海市', '静安区'],
  苏州园区物业管理有限公司: ['江苏省', '苏州市', '苏州工业园区'],
  苏州园区物业一期项目部: ['江苏省', '苏州市', '苏州工业园区'],
  杭州西湖酒店管理有限公司: ['浙江省', '杭州市', '西湖区'],
  上海长宁烘焙有限公司: ['上海市', '上海市', '长宁区'],
};

/** Finds or makes a region under its parent. */
async function regionId(
  db: Queryable,
  parentId: number | null,
  name: string,
  level: number,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into districts (parent_id, name, level) values ($1, $2, $3)
     on conflict (parent_id, name) do update set level = excluded.level
     returning id`,
    [parentId, name, level],
  );
  return row!.id;
}

/**
 * Gives the demo companies their regions (issue 10: the group home's regional comparison):
 * three provinces, four cities, so a headquarters compares Shanghai, Jiangsu and Zhejiang,
 * then drills into a province's cities and a city's districts. Run once inside seedDemoData.
 */
export async function seedDistricts(db: Queryable): Promise<void> {
  for (const [member, [province, city, district]] of Object.entries(WHERE)) {
    const p = await regionId(db, null, province, 1);
    const c = await regionId(db, p, city, 2);
    const d = await regionId(db, c, district, 3);
    await db.query('update members set district_id = $1 where name = $2', [d, member]);
  }
}
