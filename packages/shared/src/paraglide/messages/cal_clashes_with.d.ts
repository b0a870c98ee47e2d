/**
* | output |
* | --- |
* | "Clashes with {calendar}" |
*
* @param {Cal_Clashes_WithInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_clashes_with: ((inputs: Cal_Clashes_WithInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Clashes_WithInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Clashes_WithInputs = {
    calendar: NonNullable<unknown>;
};
