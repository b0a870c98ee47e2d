/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Day_Short_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_short_closed: ((inputs?: Day_Short_ClosedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Short_ClosedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Short_ClosedInputs = {};
