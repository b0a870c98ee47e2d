/**
* | output |
* | --- |
* | "Downloaded {when}" |
*
* @param {Privacy_Export_Status_DownloadedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_status_downloaded: ((inputs: Privacy_Export_Status_DownloadedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_Status_DownloadedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_Status_DownloadedInputs = {
    when: NonNullable<unknown>;
};
