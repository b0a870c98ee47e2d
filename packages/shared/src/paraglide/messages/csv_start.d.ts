/**
* | output |
* | --- |
* | "Start (Nairobi time, EAT, UTC+3)" |
*
* @param {Csv_StartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_start: ((inputs?: Csv_StartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_StartInputs = {};
