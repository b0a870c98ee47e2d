/**
* | output |
* | --- |
* | "Each opening range must open before it closes (ranges are within one day)." |
*
* @param {Schedule_Range_OrderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_range_order: ((inputs?: Schedule_Range_OrderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Range_OrderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Range_OrderInputs = {};
