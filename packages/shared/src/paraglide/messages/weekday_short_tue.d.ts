/**
* | output |
* | --- |
* | "Tue" |
*
* @param {Weekday_Short_TueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const weekday_short_tue: ((inputs?: Weekday_Short_TueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Weekday_Short_TueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Weekday_Short_TueInputs = {};
