import { Stack } from '@bq/ui';
import { useNavigate } from 'react-router';
import { setLanguage } from '../../../shared/layout/store';
import { paths } from '../../../shared/routes/paths';
import { CourseHall } from '../components/CourseHall';
import { detailParams } from '../components/courseLinks';
import { HallAccount } from '../components/HallAccount';
import { HallFrame } from '../components/HallFrame';
import { useLanguage } from '../components/language';
import { useHall } from '../components/useHall';

/**
 * Route `/bq-institute-tourist/index`: the public course hall, no login needed. Page and search
 * live in the address, so a shared link or F5 shows the same cards.
 */
export default function TouristHallPage() {
  return (
    <HallFrame>
      <Stack padding="xl">
        <Hall />
      </Stack>
    </HallFrame>
  );
}

function Hall() {
  const navigate = useNavigate();
  const language = useLanguage();
  return (
    <CourseHall
      {...useHall()}
      language={language}
      account={<HallAccount language={language} />}
      onLanguage={setLanguage}
      onOpen={(course) => navigate(paths.touristDetail(detailParams(course)))}
    />
  );
}
