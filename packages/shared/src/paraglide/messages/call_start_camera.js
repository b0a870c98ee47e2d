/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_Start_CameraInputs */

const en_call_start_camera = /** @type {(inputs: Call_Start_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start camera`)
};

const sw_call_start_camera = /** @type {(inputs: Call_Start_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Washa kamera`)
};

/**
* | output |
* | --- |
* | "Start camera" |
*
* @param {Call_Start_CameraInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_start_camera = /** @type {((inputs?: Call_Start_CameraInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Start_CameraInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_start_camera(inputs)
	return en_call_start_camera(inputs)
});