/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Open_DashboardInputs */

const en_notify_open_dashboard = /** @type {(inputs: Notify_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your dashboard`)
};

const sw_notify_open_dashboard = /** @type {(inputs: Notify_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua dashibodi yako`)
};

/**
* | output |
* | --- |
* | "Open your dashboard" |
*
* @param {Notify_Open_DashboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_dashboard = /** @type {((inputs?: Notify_Open_DashboardInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Open_DashboardInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_open_dashboard(inputs)
	return en_notify_open_dashboard(inputs)
});