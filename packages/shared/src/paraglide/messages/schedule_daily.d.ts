/**
* | output |
* | --- |
* | "Daily, {hours}" |
*
* @param {Schedule_DailyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_daily: ((inputs: Schedule_DailyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_DailyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_DailyInputs = {
    hours: NonNullable<unknown>;
};
