/**
* | output |
* | --- |
* | "Start camera" |
*
* @param {Call_Start_CameraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_start_camera: ((inputs?: Call_Start_CameraInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Start_CameraInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_Start_CameraInputs = {};
