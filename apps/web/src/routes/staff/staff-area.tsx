import { Navigate, Route, Routes } from "react-router";
import { AreaLayout } from "../../app/layouts/area-layout";
import { PlaceholderPage } from "../../components/ui/placeholder-page";
import { childPath, paths } from "../../config/paths";

/** Staff attendance: /staff and any other /staff path lead to absensi. */
export default function StaffArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Absensi Staf" nav={[{ label: "Absensi", to: paths.staff.attendance }]} />}>
        <Route
          path={childPath(paths.staff.root, paths.staff.attendance)}
          element={<PlaceholderPage title="Absensi" />}
        />
        <Route path="*" element={<Navigate to={paths.staff.attendance} replace />} />
      </Route>
    </Routes>
  );
}
