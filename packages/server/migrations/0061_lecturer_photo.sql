-- A lecturer's photo (issue 15): an address the institute's image upload answered.
ALTER TABLE lecturer_profiles ADD COLUMN photo_url text;
