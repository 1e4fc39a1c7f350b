import { Navigate, Route, Routes } from "react-router";
import { AreaLayout } from "../../app/layouts/area-layout";
import { PlaceholderPage } from "../../components/ui/placeholder-page";

/** Staff attendance (B2): /staff and any other /staff path lead to absensi. */
export default function StaffArea() {
  return (
    <Routes>
      <Route element={<AreaLayout areaName="Absensi Staf" nav={[{ label: "Absensi", to: "/staff/absensi" }]} />}>
        <Route path="absensi" element={<PlaceholderPage title="Absensi" />} />
        <Route path="*" element={<Navigate to="/staff/absensi" replace />} />
      </Route>
    </Routes>
  );
}
