/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 of your bookings here is busy there too." |
* | "other" | "{count} of your bookings here are busy there too." |
*
* @param {Toast_Calendar_ClashesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_clashes: ((inputs: Toast_Calendar_ClashesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Calendar_ClashesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Calendar_ClashesInputs = {
    count: NonNullable<unknown>;
};
