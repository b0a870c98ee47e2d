/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Made_TitleInputs */

const en_notify_made_title = /** @type {(inputs: Notify_Made_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking of ${i?.space} is waiting for payment`)
};

const sw_notify_made_title = /** @type {(inputs: Notify_Made_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako wa ${i?.space} unasubiri malipo`)
};

/**
* | output |
* | --- |
* | "Your booking of {space} is waiting for payment" |
*
* @param {Notify_Made_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_title = /** @type {((inputs: Notify_Made_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Made_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_made_title(inputs)
	return en_notify_made_title(inputs)
});