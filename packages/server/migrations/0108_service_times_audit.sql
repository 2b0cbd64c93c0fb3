-- Approval service times (issue 27 item 4) are changed from /system/server-config: they stay per
-- application kind in application_kinds.service_hours (read live in SQL by every server), and each
-- change is logged with the hours before and after, like a setting, so it can be rolled back.
ALTER TABLE system_config_changes DROP CONSTRAINT system_config_changes_area_check;
ALTER TABLE system_config_changes ADD CONSTRAINT system_config_changes_area_check
  CHECK (area IN ('setting', 'doc-rule', 'disclosure', 'service-time'));
