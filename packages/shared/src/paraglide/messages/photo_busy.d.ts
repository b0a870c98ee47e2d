/**
* | output |
* | --- |
* | "Many photos are being processed right now. Please try again in a few seconds." |
*
* @param {Photo_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_busy: ((inputs?: Photo_BusyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Photo_BusyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Photo_BusyInputs = {};
