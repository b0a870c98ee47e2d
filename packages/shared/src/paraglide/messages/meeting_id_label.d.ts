/**
* | output |
* | --- |
* | "Meeting ID or code" |
*
* @param {Meeting_Id_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_id_label: ((inputs?: Meeting_Id_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Id_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Id_LabelInputs = {};
