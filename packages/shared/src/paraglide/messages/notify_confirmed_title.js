/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Confirmed_TitleInputs */

const en_notify_confirmed_title = /** @type {(inputs: Notify_Confirmed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking of ${i?.space} is confirmed`)
};

const sw_notify_confirmed_title = /** @type {(inputs: Notify_Confirmed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako wa ${i?.space} umethibitishwa`)
};

/**
* | output |
* | --- |
* | "Your booking of {space} is confirmed" |
*
* @param {Notify_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_title = /** @type {((inputs: Notify_Confirmed_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Confirmed_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_confirmed_title(inputs)
	return en_notify_confirmed_title(inputs)
});