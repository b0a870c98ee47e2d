/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photo_BusyInputs */

const en_photo_busy = /** @type {(inputs: Photo_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Many photos are being processed right now. Please try again in a few seconds.`)
};

const sw_photo_busy = /** @type {(inputs: Photo_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picha nyingi zinashughulikiwa sasa hivi. Tafadhali jaribu tena baada ya sekunde chache.`)
};

/**
* | output |
* | --- |
* | "Many photos are being processed right now. Please try again in a few seconds." |
*
* @param {Photo_BusyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const photo_busy = /** @type {((inputs?: Photo_BusyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photo_BusyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_photo_busy(inputs)
	return en_photo_busy(inputs)
});