/**
* | output |
* | --- |
* | "QR code to check this invoice on KRA's eTIMS" |
*
* @param {Etims_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_qr_alt: ((inputs?: Etims_Qr_AltInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Qr_AltInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Qr_AltInputs = {};
