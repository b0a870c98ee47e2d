/**
* | output |
* | --- |
* | "Mon" |
*
* @param {Weekday_Short_MonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_mon: ((inputs?: Weekday_Short_MonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Weekday_Short_MonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Weekday_Short_MonInputs = {};
