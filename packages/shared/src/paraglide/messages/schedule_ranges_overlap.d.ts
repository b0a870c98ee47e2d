/**
* | output |
* | --- |
* | "The opening ranges of a day must not overlap." |
*
* @param {Schedule_Ranges_OverlapInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_ranges_overlap: ((inputs?: Schedule_Ranges_OverlapInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Ranges_OverlapInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Ranges_OverlapInputs = {};
