import { defaultSettings, type Settings } from "@kedai/shared";
import { DEMO_SITE_IMAGES, demoUploadUrl } from "./seed-assets";

/** Public-site content of the demo shop; rates stay at their defaults (tax 11 %, 'Pajak (11%)'). */
export function demoSettings(): Settings {
  return {
    ...defaultSettings(),
    companyName: "Kedai Crepes Nusantara",
    logoUrl: demoUploadUrl(DEMO_SITE_IMAGES.logo),
    contactNumber: "6281234567890",
    contactEmail: "halo@kedaicrepes.id",
    address: "Jl. Braga No. 12, Sumur Bandung, Kota Bandung, Jawa Barat 40111",
    // The account storefront transfers are paid into: without one, Transfer Bank is not offered.
    bankName: "BCA",
    accountNumber: "7771234567",
    accountHolder: "PT Kedai Crepes Nusantara",
    googleMapUrl: "https://maps.google.com/?q=Jl.+Braga+No.+12,+Bandung",
    socialMedia: {
      instagram: "https://instagram.com/kedaicrepesnusantara",
      facebook: "https://facebook.com/kedaicrepesnusantara",
      whatsapp: "https://wa.me/6281234567890",
      tiktok: "https://tiktok.com/@kedaicrepesnusantara",
    },
    homePageImage: demoUploadUrl(DEMO_SITE_IMAGES.homeHero),
    homeHeadline: "Crepes Renyah, Rasa Nusantara",
    homeSubheadline:
      "Dibuat fresh setiap pesanan dari adonan resep keluarga. Pesan untuk makan di tempat, ambil sendiri, atau diantar ke rumah.",
    deliveryLinks: {
      gofood: "https://gofood.co.id/bandung/restaurant/kedai-crepes-nusantara-braga",
      shopeefood: "https://shopee.co.id/now-food/kedai-crepes-nusantara",
      maxim: "https://taximaxim.com/id/bandung/food/kedai-crepes-nusantara",
    },
    aboutStory:
      "Kedai Crepes Nusantara berawal dari gerobak kecil di depan kampus di Bandung pada tahun 2016. " +
      "Bermodal resep adonan dari nenek dan wajan besi tua, kami menjual crepes renyah dengan isian yang akrab " +
      "di lidah orang Indonesia: cokelat keju, pisang, hingga ayam pedas. Kini kami melayani pelanggan di Braga " +
      "dan Dago, serta bersama para mitra waralaba di berbagai kota di Jawa Barat.",
    aboutMission:
      "Menyajikan crepes berkualitas dengan harga bersahabat, memakai bahan lokal pilihan, dan tumbuh bersama " +
      "mitra serta petani dan pemasok di sekitar kami.",
    aboutPageImage: demoUploadUrl(DEMO_SITE_IMAGES.about),
    cateringHeadline: "Crepes untuk Acara Anda",
    cateringDescription:
      "Arisan, rapat kantor, ulang tahun, atau pengajian: kami siapkan paket crepes dan minuman mulai dari 30 porsi, " +
      "lengkap dengan booth live cooking untuk acara di Bandung dan sekitarnya. Pesan minimal 3 hari sebelumnya.",
    franchiseHeadline: "Bergabung Menjadi Mitra Kedai Crepes Nusantara",
    franchiseSubheadline:
      "Bisnis kuliner dengan modal terjangkau, sistem kasir siap pakai, dan pendampingan dari tim pusat.",
    franchiseBenefits: [
      {
        title: "Modal Terjangkau",
        description: "Paket booth mulai Rp 25 juta, sudah termasuk peralatan, bahan baku awal, dan seragam.",
      },
      {
        title: "Pelatihan Lengkap",
        description: "Pelatihan resep, pelayanan, dan pengelolaan stok selama 5 hari di dapur pusat Bandung.",
      },
      {
        title: "Pasokan Bahan Terjamin",
        description: "Bahan baku dan kemasan dikirim dari gudang pusat dengan harga mitra yang stabil.",
      },
      {
        title: "Sistem Kasir & Laporan",
        description: "Aplikasi kasir, laporan penjualan, dan permintaan stok yang terhubung langsung ke pusat.",
      },
    ],
    franchiseContactEmail: "kemitraan@kedaicrepes.id",
    operationalHours: [
      { day: "Senin - Jumat", hours: "10:00 - 22:00" },
      { day: "Sabtu - Minggu", hours: "09:00 - 23:00" },
    ],
  };
}
