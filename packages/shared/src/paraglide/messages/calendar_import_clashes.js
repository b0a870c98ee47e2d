/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_ClashesInputs */

const en_calendar_import_clashes = /** @type {(inputs: Calendar_Import_ClashesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busy there while booked here: settle with the guest or on the other platform which one stands.`)
};

const sw_calendar_import_clashes = /** @type {(inputs: Calendar_Import_ClashesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuna shughuli huko wakati kuna uhifadhi hapa: amueni na mgeni au kwenye jukwaa lingine ni upi unaosimama.`)
};

/**
* | output |
* | --- |
* | "Busy there while booked here: settle with the guest or on the other platform which one stands." |
*
* @param {Calendar_Import_ClashesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_clashes = /** @type {((inputs?: Calendar_Import_ClashesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_ClashesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_clashes(inputs)
	return en_calendar_import_clashes(inputs)
});