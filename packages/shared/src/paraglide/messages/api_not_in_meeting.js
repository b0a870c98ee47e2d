/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Not_In_MeetingInputs */

const en_api_not_in_meeting = /** @type {(inputs: Api_Not_In_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That person is not in this meeting.`)
};

const sw_api_not_in_meeting = /** @type {(inputs: Api_Not_In_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu huyo hayumo katika mkutano huu.`)
};

/**
* | output |
* | --- |
* | "That person is not in this meeting." |
*
* @param {Api_Not_In_MeetingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_not_in_meeting = /** @type {((inputs?: Api_Not_In_MeetingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Not_In_MeetingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_not_in_meeting(inputs)
	return en_api_not_in_meeting(inputs)
});