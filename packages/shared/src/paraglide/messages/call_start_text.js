/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Call_Start_TextInputs */

const en_call_start_text = /** @type {(inputs: Call_Start_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a call with everyone in the room. Your browser will ask for your camera and microphone.`)
};

const sw_call_start_text = /** @type {(inputs: Call_Start_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzisha simu na kila mtu chumbani. Kivinjari chako kitaomba kamera na maikrofoni yako.`)
};

/**
* | output |
* | --- |
* | "Start a call with everyone in the room. Your browser will ask for your camera and microphone." |
*
* @param {Call_Start_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_start_text = /** @type {((inputs?: Call_Start_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Start_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_start_text(inputs)
	return en_call_start_text(inputs)
});