import { FirstLineCell as FirstLineCell_7b7e9771cc1881c33ae38100fb3b87ac } from '@/admin/inbox/cells'
import { AgeCell as AgeCell_7b7e9771cc1881c33ae38100fb3b87ac } from '@/admin/inbox/cells'
import { ReplyPanel as ReplyPanel_e9b1b7a688908a73d45da182d36cc452 } from '@/admin/inbox/ReplyPanel'
import { HandledCell as HandledCell_7b7e9771cc1881c33ae38100fb3b87ac } from '@/admin/inbox/cells'
import { DeliveryDetails as DeliveryDetails_9bb64c6086f8ec7e417d44b4e09f574d } from '@/admin/inbox/DeliveryDetails'
import { InboxListTop as InboxListTop_06d1b7f3ca9c57a5a3ffed78b5472ee3 } from '@/admin/inbox/InboxListTop'
import { PlainUntitled as PlainUntitled_4c593598a7808068d3f9d47680eab1a7 } from '@/admin/PlainUntitled'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FitLivePreview as FitLivePreview_7ba83889d65dd88559a072cc5673cd52 } from '@/admin/FitLivePreview'
import { PublishWithSchedule as PublishWithSchedule_ff8c31eb111e6377ef4bbad8a5736c4d } from '@/admin/schedule/PublishWithSchedule'
import { ExamOfSeriesCell as ExamOfSeriesCell_3c1e867dfd05d45707e3757dd6427c06 } from '@/admin/ExamOfSeriesCell'
import { ReminderCount as ReminderCount_f75bc4ee36b2fa9e453c4bce4a729dba } from '@/reminders/admin/ReminderCount'
import { AltTextLabel as AltTextLabel_05a1e412bff8d351612d95d76575e442 } from '@/admin/AltTextLabel'
import { EntryOverview as EntryOverview_8effdfaabfe1c1c6acf2c21a2442bda2 } from '@/admin/entries/EntryOverview'
import { EntryStatusCell as EntryStatusCell_898e33f6d59891cb858af1efea8d0b32 } from '@/admin/entries/cells'
import { EntriesListTop as EntriesListTop_35a65d7389f940e581d55408e35d9c63 } from '@/admin/entries/EntriesListTop'
import { TwoFactorCell as TwoFactorCell_f4a2ea2a47666f414bae6c6bdd925860 } from '@/admin/TwoFactorCell'
import { PasswordRuleGuard as PasswordRuleGuard_c8f15d6005204e621fc11104be283f96 } from '@/admin/password/PasswordRuleGuard'
import { TwoFactorSettings as TwoFactorSettings_491157183b26633f0828235421a4cf1e } from '@/auth/admin/TwoFactorSettings'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { RedirectTargetCell as RedirectTargetCell_5a5349161463b73bd8451e439251ecb6 } from '@/redirects/TargetCell'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { BrandIcon as BrandIcon_fa4e5f2350efcdf59216ce01720c0f93 } from '@/admin/brand/Brand'
import { BrandLogo as BrandLogo_fa4e5f2350efcdf59216ce01720c0f93 } from '@/admin/brand/Brand'
import { EntriesDashboard as EntriesDashboard_39ed791ce4d175484328270744f42c99 } from '@/admin/entries/EntriesDashboard'
import { EditorsDashboard as EditorsDashboard_19239c2a23b0e01393152be1e01c24bf } from '@/admin/dashboard/EditorsDashboard'
import { SecondStepRedirect as SecondStepRedirect_4e6b581715b7f6e934f5b4696ebc4a40 } from '@/auth/admin/SecondStepRedirect'
import { OpenNavOnDesktop as OpenNavOnDesktop_b96c31290d89f0dd130577eb696b713a } from '@/admin/OpenNavOnDesktop'
import { SessionKeepAlive as SessionKeepAlive_9eed372760b92a95fda8800c20f8d1e3 } from '@/auth/admin/SessionKeepAlive'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TwoFactorView as TwoFactorView_ed7c215f2e4e34fb4a6d4f4269fa02d1 } from '@/auth/admin/TwoFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/admin/inbox/cells#FirstLineCell": FirstLineCell_7b7e9771cc1881c33ae38100fb3b87ac,
  "@/admin/inbox/cells#AgeCell": AgeCell_7b7e9771cc1881c33ae38100fb3b87ac,
  "@/admin/inbox/ReplyPanel#ReplyPanel": ReplyPanel_e9b1b7a688908a73d45da182d36cc452,
  "@/admin/inbox/cells#HandledCell": HandledCell_7b7e9771cc1881c33ae38100fb3b87ac,
  "@/admin/inbox/DeliveryDetails#DeliveryDetails": DeliveryDetails_9bb64c6086f8ec7e417d44b4e09f574d,
  "@/admin/inbox/InboxListTop#InboxListTop": InboxListTop_06d1b7f3ca9c57a5a3ffed78b5472ee3,
  "@/admin/PlainUntitled#PlainUntitled": PlainUntitled_4c593598a7808068d3f9d47680eab1a7,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/admin/FitLivePreview#FitLivePreview": FitLivePreview_7ba83889d65dd88559a072cc5673cd52,
  "@/admin/schedule/PublishWithSchedule#PublishWithSchedule": PublishWithSchedule_ff8c31eb111e6377ef4bbad8a5736c4d,
  "@/admin/ExamOfSeriesCell#ExamOfSeriesCell": ExamOfSeriesCell_3c1e867dfd05d45707e3757dd6427c06,
  "@/reminders/admin/ReminderCount#ReminderCount": ReminderCount_f75bc4ee36b2fa9e453c4bce4a729dba,
  "@/admin/AltTextLabel#AltTextLabel": AltTextLabel_05a1e412bff8d351612d95d76575e442,
  "@/admin/entries/EntryOverview#EntryOverview": EntryOverview_8effdfaabfe1c1c6acf2c21a2442bda2,
  "@/admin/entries/cells#EntryStatusCell": EntryStatusCell_898e33f6d59891cb858af1efea8d0b32,
  "@/admin/entries/EntriesListTop#EntriesListTop": EntriesListTop_35a65d7389f940e581d55408e35d9c63,
  "@/admin/TwoFactorCell#TwoFactorCell": TwoFactorCell_f4a2ea2a47666f414bae6c6bdd925860,
  "@/admin/password/PasswordRuleGuard#PasswordRuleGuard": PasswordRuleGuard_c8f15d6005204e621fc11104be283f96,
  "@/auth/admin/TwoFactorSettings#TwoFactorSettings": TwoFactorSettings_491157183b26633f0828235421a4cf1e,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/redirects/TargetCell#RedirectTargetCell": RedirectTargetCell_5a5349161463b73bd8451e439251ecb6,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@/admin/brand/Brand#BrandIcon": BrandIcon_fa4e5f2350efcdf59216ce01720c0f93,
  "@/admin/brand/Brand#BrandLogo": BrandLogo_fa4e5f2350efcdf59216ce01720c0f93,
  "@/admin/entries/EntriesDashboard#EntriesDashboard": EntriesDashboard_39ed791ce4d175484328270744f42c99,
  "@/admin/dashboard/EditorsDashboard#EditorsDashboard": EditorsDashboard_19239c2a23b0e01393152be1e01c24bf,
  "@/auth/admin/SecondStepRedirect#SecondStepRedirect": SecondStepRedirect_4e6b581715b7f6e934f5b4696ebc4a40,
  "@/admin/OpenNavOnDesktop#OpenNavOnDesktop": OpenNavOnDesktop_b96c31290d89f0dd130577eb696b713a,
  "@/auth/admin/SessionKeepAlive#SessionKeepAlive": SessionKeepAlive_9eed372760b92a95fda8800c20f8d1e3,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/auth/admin/TwoFactorView#TwoFactorView": TwoFactorView_ed7c215f2e4e34fb4a6d4f4269fa02d1,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
