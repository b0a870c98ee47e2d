/**
* | output |
* | --- |
* | "The shortest booking must not be longer than the longest." |
*
* @param {Schedule_Min_Over_MaxInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_min_over_max: ((inputs?: Schedule_Min_Over_MaxInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Min_Over_MaxInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Min_Over_MaxInputs = {};
