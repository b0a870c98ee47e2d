/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Camera_OnInputs */

const en_meeting_camera_on = /** @type {(inputs: Meeting_Camera_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera on`)
};

const sw_meeting_camera_on = /** @type {(inputs: Meeting_Camera_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamera imewashwa`)
};

/**
* | output |
* | --- |
* | "Camera on" |
*
* @param {Meeting_Camera_OnInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_camera_on = /** @type {((inputs?: Meeting_Camera_OnInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Camera_OnInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_camera_on(inputs)
	return en_meeting_camera_on(inputs)
});