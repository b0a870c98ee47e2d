/**
* | output |
* | --- |
* | "Open the space on at least one day of the week." |
*
* @param {Schedule_Never_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_never_open: ((inputs?: Schedule_Never_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Never_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Never_OpenInputs = {};
