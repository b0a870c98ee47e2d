/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_SubscriptionsInputs */

const en_limited_subscriptions = /** @type {(inputs: Limited_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`subscriptions`)
};

const sw_limited_subscriptions = /** @type {(inputs: Limited_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usajili wa jarida`)
};

/**
* | output |
* | --- |
* | "subscriptions" |
*
* @param {Limited_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_subscriptions = /** @type {((inputs?: Limited_SubscriptionsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_SubscriptionsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_subscriptions(inputs)
	return en_limited_subscriptions(inputs)
});