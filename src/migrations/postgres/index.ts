import * as migration_20261123_074258_initial from './20261123_074258_initial';
import * as migration_20261123_085250_messages_delivery_and_jobs from './20261123_085250_messages_delivery_and_jobs';
import * as migration_20261123_085821_inbox_export from './20261123_085821_inbox_export';
import * as migration_20261124_044958_pte_form_and_form_recipients from './20261124_044958_pte_form_and_form_recipients';
import * as migration_20261124_064538_staff_roles_and_two_factor from './20261124_064538_staff_roles_and_two_factor';
import * as migration_20261124_085704_upload_storage_fields from './20261124_085704_upload_storage_fields';
import * as migration_20261124_093412_export_storage_fields from './20261124_093412_export_storage_fields';
import * as migration_20261124_115406_media_alt_decorative from './20261124_115406_media_alt_decorative';
import * as migration_20261124_115608_scheduled_publishing_and_history from './20261124_115608_scheduled_publishing_and_history';
import * as migration_20261124_115628_global_drafts from './20261124_115628_global_drafts';
import * as migration_20261124_115852_seo_redirects from './20261124_115852_seo_redirects';
import * as migration_20261124_120805_staff_roles from './20261124_120805_staff_roles';
import * as migration_20261124_145054_exam_series_search from './20261124_145054_exam_series_search';
import * as migration_20261128_050129_round_2026_11_28 from './20261128_050129_round_2026_11_28';
import * as migration_20261128_104628_online_entries from './20261128_104628_online_entries';
import * as migration_20261129_132737_centre_page from './20261129_132737_centre_page';
import * as migration_20261129_153735_ielts_page from './20261129_153735_ielts_page';

export const migrations = [
  {
    up: migration_20261123_074258_initial.up,
    down: migration_20261123_074258_initial.down,
    name: '20261123_074258_initial',
  },
  {
    up: migration_20261123_085250_messages_delivery_and_jobs.up,
    down: migration_20261123_085250_messages_delivery_and_jobs.down,
    name: '20261123_085250_messages_delivery_and_jobs',
  },
  {
    up: migration_20261123_085821_inbox_export.up,
    down: migration_20261123_085821_inbox_export.down,
    name: '20261123_085821_inbox_export',
  },
  {
    up: migration_20261124_044958_pte_form_and_form_recipients.up,
    down: migration_20261124_044958_pte_form_and_form_recipients.down,
    name: '20261124_044958_pte_form_and_form_recipients',
  },
  {
    up: migration_20261124_064538_staff_roles_and_two_factor.up,
    down: migration_20261124_064538_staff_roles_and_two_factor.down,
    name: '20261124_064538_staff_roles_and_two_factor',
  },
  {
    up: migration_20261124_085704_upload_storage_fields.up,
    down: migration_20261124_085704_upload_storage_fields.down,
    name: '20261124_085704_upload_storage_fields',
  },
  {
    up: migration_20261124_093412_export_storage_fields.up,
    down: migration_20261124_093412_export_storage_fields.down,
    name: '20261124_093412_export_storage_fields',
  },
  {
    up: migration_20261124_115406_media_alt_decorative.up,
    down: migration_20261124_115406_media_alt_decorative.down,
    name: '20261124_115406_media_alt_decorative',
  },
  {
    up: migration_20261124_115608_scheduled_publishing_and_history.up,
    down: migration_20261124_115608_scheduled_publishing_and_history.down,
    name: '20261124_115608_scheduled_publishing_and_history',
  },
  {
    up: migration_20261124_115628_global_drafts.up,
    down: migration_20261124_115628_global_drafts.down,
    name: '20261124_115628_global_drafts',
  },
  {
    up: migration_20261124_115852_seo_redirects.up,
    down: migration_20261124_115852_seo_redirects.down,
    name: '20261124_115852_seo_redirects',
  },
  {
    up: migration_20261124_120805_staff_roles.up,
    down: migration_20261124_120805_staff_roles.down,
    name: '20261124_120805_staff_roles',
  },
  {
    up: migration_20261124_145054_exam_series_search.up,
    down: migration_20261124_145054_exam_series_search.down,
    name: '20261124_145054_exam_series_search',
  },
  {
    up: migration_20261128_050129_round_2026_11_28.up,
    down: migration_20261128_050129_round_2026_11_28.down,
    name: '20261128_050129_round_2026_11_28',
  },
  {
    up: migration_20261128_104628_online_entries.up,
    down: migration_20261128_104628_online_entries.down,
    name: '20261128_104628_online_entries',
  },
  {
    up: migration_20261129_132737_centre_page.up,
    down: migration_20261129_132737_centre_page.down,
    name: '20261129_132737_centre_page',
  },
  {
    up: migration_20261129_153735_ielts_page.up,
    down: migration_20261129_153735_ielts_page.down,
    name: '20261129_153735_ielts_page'
  },
];
