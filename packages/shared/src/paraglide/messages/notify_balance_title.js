/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Balance_TitleInputs */

const en_notify_balance_title = /** @type {(inputs: Notify_Balance_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Balance due for ${i?.space}`)
};

const sw_notify_balance_title = /** @type {(inputs: Notify_Balance_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salio linadaiwa kwa ${i?.space}`)
};

/**
* | output |
* | --- |
* | "Balance due for {space}" |
*
* @param {Notify_Balance_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_balance_title = /** @type {((inputs: Notify_Balance_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Balance_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_balance_title(inputs)
	return en_notify_balance_title(inputs)
});