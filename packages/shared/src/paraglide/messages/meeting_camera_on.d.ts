/**
* | output |
* | --- |
* | "Camera on" |
*
* @param {Meeting_Camera_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_camera_on: ((inputs?: Meeting_Camera_OnInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Camera_OnInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Camera_OnInputs = {};
