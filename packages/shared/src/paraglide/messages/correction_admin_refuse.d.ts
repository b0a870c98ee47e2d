/**
* | output |
* | --- |
* | "Refuse" |
*
* @param {Correction_Admin_RefuseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_refuse: ((inputs?: Correction_Admin_RefuseInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_RefuseInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_RefuseInputs = {};
