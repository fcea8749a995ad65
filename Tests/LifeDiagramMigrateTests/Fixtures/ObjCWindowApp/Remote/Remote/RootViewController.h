#import <UIKit/UIKit.h>

@interface RootViewController : UIViewController
@end
