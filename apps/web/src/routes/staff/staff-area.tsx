import { Navigate, Route, Routes } from "react-router";
import { AreaLayout } from "../../app/layouts/area-layout";
import { childPath, paths } from "../../config/paths";
import { AttendancePage } from "./attendance-page";

/** Staff attendance: /staff and any other /staff path lead to absensi. */
export default function StaffArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Absensi Staf" nav={[{ label: "Absensi", to: paths.staff.attendance }]} />}>
        <Route path={childPath(paths.staff.root, paths.staff.attendance)} element={<AttendancePage />} />
        <Route path="*" element={<Navigate to={paths.staff.attendance} replace />} />
      </Route>
    </Routes>
  );
}
