/**
* | output |
* | --- |
* | "What it should be" |
*
* @param {Correction_WantedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_wanted: ((inputs?: Correction_WantedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_WantedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_WantedInputs = {};
