#!/usr/bin/env node
// Generates the demo's franchise guide downloads in apps/server/seed-assets/member-documents/:
//   panduan-operasional.pdf     the operations manual, a few pages of Indonesian text (pdf-lib)
//   paket-logo.zip              the logo (PNG, SVG) and a one-page logo guide
//   template-poster-banner.zip  an A4 poster, an X-banner and an Instagram post template
//
//   node scripts/make-member-documents.mjs
//
// The output is deterministic (fixed dates), so re-running changes nothing unless this file did.
// Admins replace these files from the back office (Pengaturan → Dokumen Mitra). Original content,
// free to use.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ASSETS = path.join(ROOT, "apps/server/seed-assets");
const OUT = path.join(ASSETS, "member-documents");
const FIXED_DATE = new Date("2026-11-01T00:00:00Z");
const BRAND = "Kedai Crepes Nusantara";

const AMBER = rgb(0.85, 0.47, 0.02);
const DARK = rgb(0.16, 0.13, 0.11);
const GREY = rgb(0.4, 0.37, 0.35);
const mm = (value) => (value * 72) / 25.4;

async function newDocument(title) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(BRAND);
  doc.setCreator("Kedai");
  doc.setProducer("Kedai (pdf-lib)");
  doc.setLanguage("id-ID");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const logo = await doc.embedPng(await readFile(path.join(ASSETS, "logo.png")));
  return { doc, fonts, logo };
}

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// ------------------------------------------------------------ the manual --

const MANUAL = [
  {
    title: "1. Selamat Datang, Mitra",
    blocks: [
      "Panduan ini berisi standar yang sama dengan dapur pusat kami di Bandung. Ikuti langkah-langkahnya agar setiap crepes yang Anda jual rasanya sama, porsinya sama, dan pelanggan kembali lagi.",
      "Simpan panduan ini di outlet dan pastikan setiap karyawan baru membacanya pada hari pertama. Bila ada yang belum jelas, hubungi tim pendamping mitra (kontak di halaman terakhir).",
      [
        "Jam buka standar: Senin-Jumat 10.00-22.00, Sabtu-Minggu 09.00-23.00.",
        "Seragam: kaos dan apron berlogo, topi atau jilbab rapi, kuku pendek, tanpa cincin dan gelang.",
        "Satu shift minimal dua orang: satu di wajan, satu di kasir.",
      ],
    ],
  },
  {
    title: "2. Bahan Baku dan Penyimpanan",
    blocks: [
      "Semua bahan utama dipesan dari kantor pusat melalui menu Permintaan Stok di aplikasi Kedai. Bahan segar (pisang, stroberi, selada) boleh dibeli sendiri dari pemasok lokal dengan standar mutu yang sama.",
      [
        "Tepung, gula, meses: wadah kedap udara, rak kering, 10 cm dari lantai.",
        "Susu, krim, keju, cream cheese: kulkas 1-4 derajat C, pakai sistem FIFO (yang datang dulu dipakai dulu).",
        "Es krim: freezer minus 18 derajat C; jangan dibekukan ulang setelah mencair.",
        "Adonan yang sudah jadi: maksimal 8 jam di kulkas, beri label jam pembuatan.",
        "Catat bahan yang rusak atau kedaluwarsa di menu Penyesuaian Stok, jangan dibuang tanpa dicatat.",
      ],
      "Hitung stok setiap malam sebelum tutup. Selisih yang besar biasanya tanda resep tidak ditakar atau ada bahan yang terbuang: bahas bersama tim keesokan harinya.",
    ],
  },
  {
    title: "3. Resep Adonan dan Penyajian",
    blocks: [
      "Takaran adonan untuk satu crepes (kalikan sesuai kebutuhan, aduk sampai licin tanpa gumpalan, istirahatkan 15 menit):",
      [
        "Tepung terigu 40 gram",
        "Telur ayam 1/2 butir (kocok dulu)",
        "Susu cair full cream 60 ml",
        "Gula pasir 10 gram",
        "Mentega leleh 8 gram",
      ],
      "Panaskan wajan crepes sampai 180-200 derajat C. Tuang satu sendok sayur adonan, ratakan tipis dengan T-stick dalam satu putaran. Tingkat Lembut: angkat setelah 45 detik. Tingkat Renyah: biarkan 75-90 detik sampai tepinya kecokelatan.",
      "Isian ditakar dengan sendok takar, bukan dikira-kira: cokelat leleh 30 g, keju parut 25 g, susu kental manis 15 g untuk Crepes Cokelat Keju. Daftar takaran lengkap setiap menu ada di resep menu pada aplikasi (menu Bahan dan Menu).",
      "Lipat crepes menjadi kerucut, masukkan ke kotak crepes, dan serahkan dalam 5 menit sejak pesanan masuk ke layar dapur.",
    ],
  },
  {
    title: "4. Kasir dan Aplikasi Kedai",
    blocks: [
      [
        "Buka register setiap awal shift dan hitung uang modal di laci.",
        "Setiap pesanan dicatat di POS, juga pesanan ojek online. Jangan menerima uang tanpa struk.",
        "Pesanan masuk otomatis ke layar Dapur. Ubah status menjadi Disiapkan, lalu Siap, agar kasir tahu kapan memanggil pelanggan.",
        "Pembayaran QRIS dan kartu: pastikan notifikasi berhasil sebelum menekan Bayar.",
        "Tutup sesi di akhir shift: hitung uang di laci, isi jumlahnya, dan periksa selisihnya sebelum mengonfirmasi.",
      ],
      "Absensi karyawan dicatat dengan Clock In dan Clock Out di menu Absensi. Data ini dipakai untuk laporan gaji, jadi jangan titip absen.",
      "Bila internet putus, tetap layani pelanggan dan catat pesanan di kertas; masukkan ke aplikasi begitu koneksi kembali.",
    ],
  },
  {
    title: "5. Kebersihan, Keamanan Pangan, dan Kontak",
    blocks: [
      [
        "Cuci tangan dengan sabun sebelum mulai, setelah memegang uang, dan setelah dari toilet.",
        "Lap meja dan etalase setiap satu jam; wajan dibersihkan dengan kain kering, bukan air.",
        "Pisahkan talenan untuk isian asin (daging, tuna, ayam) dan manis.",
        "Tabung gas diperiksa setiap pagi: cium bau gas, cek selang dan regulator.",
        "Alat pemadam api ringan (APAR) wajib ada dan tidak kedaluwarsa.",
      ],
      "Tim pendamping mitra: WhatsApp 0812-3456-7890 (Senin-Sabtu, 08.00-20.00), email kemitraan@kedaicrepes.id. Permintaan stok diproses setiap hari kerja dan dikirim 1-3 hari setelah diproses.",
      "Terima kasih telah menjadi bagian dari Kedai Crepes Nusantara. Mari tumbuh bersama!",
    ],
  },
];

async function makeManual() {
  const { doc, fonts, logo } = await newDocument("Panduan Operasional Mitra");
  const [width, height] = [mm(210), mm(297)];
  const margin = mm(22);
  const text = width - margin * 2;

  const cover = doc.addPage([width, height]);
  cover.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.99, 0.96, 0.9) });
  cover.drawRectangle({ x: 0, y: height - mm(12), width, height: mm(12), color: AMBER });
  cover.drawImage(logo, { x: (width - 140) / 2, y: height - mm(105), width: 140, height: 140 });
  const center = (page, s, size, font, y, color = DARK) =>
    page.drawText(s, { x: (width - font.widthOfTextAtSize(s, size)) / 2, y, size, font, color });
  center(cover, "PANDUAN OPERASIONAL", 26, fonts.bold, height - mm(130));
  center(cover, "Untuk Mitra Waralaba", 16, fonts.regular, height - mm(142), GREY);
  center(cover, BRAND, 14, fonts.bold, height - mm(160), AMBER);
  center(cover, "Edisi November 2026", 11, fonts.regular, mm(30), GREY);
  center(cover, "Dokumen internal mitra. Dapat diganti oleh admin kantor pusat.", 9, fonts.regular, mm(22), GREY);

  let pageNumber = 1;
  for (const section of MANUAL) {
    const page = doc.addPage([width, height]);
    pageNumber += 1;
    page.drawRectangle({ x: 0, y: height - mm(8), width, height: mm(8), color: AMBER });
    page.drawText(BRAND, { x: margin, y: mm(12), size: 8, font: fonts.regular, color: GREY });
    const footer = `Halaman ${pageNumber}`;
    page.drawText(footer, {
      x: width - margin - fonts.regular.widthOfTextAtSize(footer, 8),
      y: mm(12),
      size: 8,
      font: fonts.regular,
      color: GREY,
    });
    let y = height - mm(30);
    page.drawText(section.title, { x: margin, y, size: 18, font: fonts.bold, color: DARK });
    y -= 30;
    for (const block of section.blocks) {
      const items = Array.isArray(block) ? block : [block];
      for (const item of items) {
        const bullet = Array.isArray(block);
        const lines = wrap(item, fonts.regular, 11, text - (bullet ? 14 : 0));
        lines.forEach((line, i) => {
          if (bullet && i === 0) page.drawText("-", { x: margin, y, size: 11, font: fonts.bold, color: AMBER });
          page.drawText(line, { x: margin + (bullet ? 14 : 0), y, size: 11, font: fonts.regular, color: DARK });
          y -= 16;
        });
        y -= bullet ? 3 : 8;
      }
      y -= 6;
    }
  }
  return doc.save({ useObjectStreams: false });
}

// ------------------------------------------------------------ logo pack --

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200" width="640" height="200">
  <title>${BRAND}</title>
  <rect width="640" height="200" rx="28" fill="#fdf6e7"/>
  <circle cx="100" cy="100" r="70" fill="#d97706"/>
  <path d="M58 118 Q100 40 142 118 Z" fill="#fef3c7" stroke="#92400e" stroke-width="6" stroke-linejoin="round"/>
  <path d="M72 110 Q100 70 128 110" fill="none" stroke="#92400e" stroke-width="5" stroke-linecap="round"/>
  <text x="190" y="95" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#292524">Kedai Crepes</text>
  <text x="190" y="145" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#d97706">Nusantara</text>
</svg>
`;

async function makeLogoGuide() {
  const { doc, fonts, logo } = await newDocument("Panduan Penggunaan Logo");
  const [width, height] = [mm(210), mm(297)];
  const margin = mm(22);
  const page = doc.addPage([width, height]);
  page.drawText("Panduan Penggunaan Logo", { x: margin, y: height - mm(30), size: 20, font: fonts.bold, color: DARK });
  page.drawImage(logo, { x: margin, y: height - mm(90), width: 150, height: 150 });
  let y = height - mm(105);
  const rules = [
    "Pakai logo.png untuk media digital dan logo.svg untuk cetak (spanduk, stiker, kotak).",
    "Beri ruang kosong di sekeliling logo minimal setinggi huruf K pada tulisan Kedai.",
    "Warna utama: oranye #D97706, cokelat tua #292524, krem #FDF6E7.",
    "Jangan mengubah warna, memiringkan, meregangkan, atau menambah efek bayangan pada logo.",
    "Ukuran cetak terkecil: lebar 2,5 cm agar tulisan tetap terbaca.",
    "Logo hanya dipakai untuk outlet resmi dan materi promosi yang disetujui kantor pusat.",
  ];
  for (const rule of rules) {
    for (const [i, line] of wrap(rule, fonts.regular, 11, width - margin * 2 - 14).entries()) {
      if (i === 0) page.drawText("-", { x: margin, y, size: 11, font: fonts.bold, color: AMBER });
      page.drawText(line, { x: margin + 14, y, size: 11, font: fonts.regular, color: DARK });
      y -= 16;
    }
    y -= 4;
  }
  const swatches = [
    ["#D97706", AMBER],
    ["#292524", DARK],
    ["#FDF6E7", rgb(0.99, 0.96, 0.9)],
  ];
  swatches.forEach(([label, color], i) => {
    const x = margin + i * mm(50);
    page.drawRectangle({ x, y: y - mm(25), width: mm(40), height: mm(20), color, borderColor: GREY, borderWidth: 0.5 });
    page.drawText(label, { x, y: y - mm(31), size: 10, font: fonts.regular, color: DARK });
  });
  return doc.save({ useObjectStreams: false });
}

// ------------------------------------------------------------ templates --

async function makePoster() {
  const { doc, fonts, logo } = await newDocument("Template Poster Promo A4");
  const [width, height] = [mm(210), mm(297)];
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.99, 0.96, 0.9) });
  page.drawRectangle({ x: 0, y: height - mm(70), width, height: mm(70), color: AMBER });
  page.drawImage(logo, { x: mm(15), y: height - mm(62), width: mm(54), height: mm(54) });
  page.drawText("JUDUL PROMO DI SINI", {
    x: mm(75),
    y: height - mm(35),
    size: 26,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  page.drawText("Subjudul: misalnya Beli 2 Gratis 1", {
    x: mm(75),
    y: height - mm(48),
    size: 14,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  page.drawRectangle({
    x: mm(20),
    y: mm(95),
    width: mm(170),
    height: mm(115),
    borderColor: GREY,
    borderWidth: 1,
    borderDashArray: [6, 4],
  });
  const hint = "Tempel foto menu di area ini (rasio 3:2)";
  page.drawText(hint, {
    x: (width - fonts.regular.widthOfTextAtSize(hint, 12)) / 2,
    y: mm(150),
    size: 12,
    font: fonts.regular,
    color: GREY,
  });
  page.drawText("Rp 00.000", { x: mm(20), y: mm(70), size: 40, font: fonts.bold, color: AMBER });
  page.drawText("Berlaku: tanggal - tanggal. Syarat dan ketentuan berlaku.", {
    x: mm(20),
    y: mm(55),
    size: 11,
    font: fonts.regular,
    color: DARK,
  });
  page.drawText(`${BRAND}  |  Alamat outlet  |  WhatsApp 08xx-xxxx-xxxx`, {
    x: mm(20),
    y: mm(20),
    size: 10,
    font: fonts.regular,
    color: GREY,
  });
  return doc.save({ useObjectStreams: false });
}

async function makeBanner() {
  const { doc, fonts, logo } = await newDocument("Template X-Banner 60 x 160 cm");
  // 1:10 scale of 60 x 160 cm; print it scaled to 1000%.
  const [width, height] = [mm(60), mm(160)];
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: AMBER });
  page.drawImage(logo, { x: mm(10), y: height - mm(48), width: mm(40), height: mm(40) });
  const lines = ["CREPES", "RENYAH", "RASA", "NUSANTARA"];
  for (const [i, line] of lines.entries()) {
    page.drawText(line, {
      x: (width - fonts.bold.widthOfTextAtSize(line, 16)) / 2,
      y: height - mm(62) - i * 22,
      size: 16,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
  }
  page.drawRectangle({
    x: mm(6),
    y: mm(22),
    width: mm(48),
    height: mm(48),
    borderColor: rgb(1, 1, 1),
    borderWidth: 1,
    borderDashArray: [4, 3],
  });
  const hint = "Foto menu";
  page.drawText(hint, {
    x: (width - fonts.regular.widthOfTextAtSize(hint, 9)) / 2,
    y: mm(45),
    size: 9,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  const footer = "Skala 1:10";
  page.drawText(footer, {
    x: (width - fonts.regular.widthOfTextAtSize(footer, 6)) / 2,
    y: mm(8),
    size: 6,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  return doc.save({ useObjectStreams: false });
}

const INSTAGRAM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1080" width="1080" height="1080">
  <title>Template post Instagram ${BRAND}</title>
  <rect width="1080" height="1080" fill="#fdf6e7"/>
  <rect width="1080" height="220" fill="#d97706"/>
  <text x="540" y="140" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">JUDUL PROMO</text>
  <rect x="140" y="290" width="800" height="520" rx="32" fill="none" stroke="#78716c" stroke-width="4" stroke-dasharray="24 16"/>
  <text x="540" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#78716c">Foto menu di sini</text>
  <text x="540" y="920" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="88" font-weight="700" fill="#d97706">Rp 00.000</text>
  <text x="540" y="1010" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="32" fill="#292524">${BRAND} · @kedaicrepesnusantara</text>
</svg>
`;

const LOGO_README = `PAKET LOGO ${BRAND.toUpperCase()}

logo.png              Logo untuk media digital (256 x 256 piksel, latar transparan)
logo.svg              Logo horizontal vektor, untuk cetak berukuran besar
panduan-logo.pdf      Aturan pemakaian: ruang kosong, warna, ukuran terkecil

Pertanyaan: kemitraan@kedaicrepes.id
`;

const TEMPLATE_README = `TEMPLATE POSTER & BANNER ${BRAND.toUpperCase()}

poster-promo-a4.pdf        Poster promo A4 (cetak penuh, tanpa tepi)
x-banner-60x160.pdf        X-banner 60 x 160 cm, skala 1:10 (cetak 1000%)
post-instagram.svg         Post Instagram 1080 x 1080, bisa diubah di Canva, Inkscape atau Illustrator

Ganti teks JUDUL PROMO, harga, dan foto menu; jangan mengubah logo dan warnanya.
Kirim desain akhir ke kemitraan@kedaicrepes.id untuk disetujui sebelum dicetak.
`;

/** A zip whose entries carry FIXED_DATE, so its bytes do not change between runs. */
function zip(files) {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, data]) => [name, [data, { mtime: FIXED_DATE }]])),
    { level: 9 },
  );
}

const logoPng = await readFile(path.join(ASSETS, "logo.png"));
const outputs = {
  "panduan-operasional.pdf": await makeManual(),
  "paket-logo.zip": zip({
    "logo.png": logoPng,
    "logo.svg": strToU8(LOGO_SVG),
    "panduan-logo.pdf": await makeLogoGuide(),
    "BACA.txt": strToU8(LOGO_README),
  }),
  "template-poster-banner.zip": zip({
    "poster-promo-a4.pdf": await makePoster(),
    "x-banner-60x160.pdf": await makeBanner(),
    "post-instagram.svg": strToU8(INSTAGRAM_SVG),
    "BACA.txt": strToU8(TEMPLATE_README),
  }),
};
for (const [name, bytes] of Object.entries(outputs)) {
  await writeFile(path.join(OUT, name), bytes);
  console.log(`${name}: ${Math.round(bytes.length / 1024)} KB`);
}
