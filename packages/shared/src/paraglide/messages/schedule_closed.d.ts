/**
* | output |
* | --- |
* | "closed" |
*
* @param {Schedule_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_closed: ((inputs?: Schedule_ClosedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_ClosedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_ClosedInputs = {};
