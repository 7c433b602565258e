// The fixed Mission and Vision sentences, shown under their right titles on About (docs/product.md, About).
export const ABOUT_MISSION = 'To become the market leader in the administration of assessments in the region.'
export const ABOUT_VISION =
  'To provide the expertise to assess learning at different levels of ' +
  'education by making globally recognised awards and qualifications ' +
  'accessible and affordable while ensuring international quality standards.'
