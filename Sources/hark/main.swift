// `hark`: the assistant of the three sample apps, built with HarkKit as any package's would be.
import HarkKit

await Hark.main(apps: SampleApps.all)
