/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Cancelled_TitleInputs */

const en_notify_cancelled_title = /** @type {(inputs: Notify_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your booking of ${i?.space} is cancelled`)
};

const sw_notify_cancelled_title = /** @type {(inputs: Notify_Cancelled_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wako wa ${i?.space} umeghairiwa`)
};

/**
* | output |
* | --- |
* | "Your booking of {space} is cancelled" |
*
* @param {Notify_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_cancelled_title = /** @type {((inputs: Notify_Cancelled_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Cancelled_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_cancelled_title(inputs)
	return en_notify_cancelled_title(inputs)
});