/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 busy time" |
* | "other" | "{count} busy times" |
*
* @param {Cal_Busy_TimesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_busy_times: ((inputs: Cal_Busy_TimesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Busy_TimesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Busy_TimesInputs = {
    count: NonNullable<unknown>;
};
