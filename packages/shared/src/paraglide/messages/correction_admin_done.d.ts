/**
* | output |
* | --- |
* | "Corrected" |
*
* @param {Correction_Admin_DoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_done: ((inputs?: Correction_Admin_DoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_DoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_DoneInputs = {};
