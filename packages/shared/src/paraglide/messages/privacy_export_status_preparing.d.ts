/**
* | output |
* | --- |
* | "Being prepared (asked {when})" |
*
* @param {Privacy_Export_Status_PreparingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_preparing: ((inputs: Privacy_Export_Status_PreparingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Status_PreparingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Status_PreparingInputs = {
    when: NonNullable<unknown>;
};
